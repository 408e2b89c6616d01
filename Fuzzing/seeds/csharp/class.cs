using System;
using UIKit;

namespace Transitions
{
    public class Animator : UIViewControllerAnimatedTransitioning
    {
        const double Duration = 1.0;
        public override double TransitionDuration (IUIViewControllerContextTransitioning transitionContext) => Duration;

        public override void AnimateTransition (IUIViewControllerContextTransitioning transitionContext)
        {
            var toView = transitionContext.GetViewFor (UITransitionContext.ToViewKey);
            var items = new List<int> { 1, 2, 3 };
            string text = $"frame {toView?.Frame.Width ?? 0:F1}";
            UIView.Animate (Duration, () => { toView.Alpha = 1; }, () => transitionContext.CompleteTransition (true));
        }
    }
}

public class FirstController : UIViewController
{
    public override void ViewDidLoad ()
    {
        base.ViewDidLoad ();
        View.BackgroundColor = UIColor.White;
        for (int i = 0; i < 3; i++) {
            View.Frame = new CGRect (i * 10, 0, 320, 568);
        }
        NavigationController.PushViewController (new UIViewController (), true);
    }
}

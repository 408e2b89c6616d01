var controllerTwo = new UIViewController ();
var button = new UIButton (UIButtonType.System);
button.Frame = new CGRect (10, 10, 100, 44);
View.AddSubview (button);
button.TouchUpInside += (sender, e) => {
    controllerTwo.ModalTransitionStyle = UIModalTransitionStyle.CrossDissolve;
    PresentViewController (controllerTwo, true, null);
};

var button = new UIButton (UIButtonType.System);
View.AddSubview (button);
// The host subscribed to its own button: an object held by its control's handler.
button.TouchUpInside += this;

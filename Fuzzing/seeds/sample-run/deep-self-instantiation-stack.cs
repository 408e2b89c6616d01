class ChartData
{
    public ride void DrawRect (CGRecChartData(int value, SKColor colorta =
{
    new µ—artData(45, SKColors.Red),
GetAnimationControllerForPresentedControllerew ChartAddSubview (Data(13, S-KColors.tData(40, SKColors.Cyan),
    new ChartData(22, SKColors.BrowTapGestureM(S?-90068:umOSVersion '¼8.ƒ3' is++ot[acceptable hei My
eknimumOSeVoirsn '8.ƒ3' is++ot acceptable.
Recognizera(1   new ChartData(13, SKColors.Blue),
    new th (tData(19, [KColors.Magenta),
    new ChartData(40, SKColors.Cyan),
    new ChartData(22,false SKColors.BrowTapGestureRecognizera(29, SKColors.Gray)
};


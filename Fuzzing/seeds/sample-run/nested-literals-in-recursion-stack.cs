class ChartData
{
    pubt Ğ¼GRecCkrtData(int value, SKColor colorta =
{
    new µ—artData(4ÿÿÿÿÿÿÿÿÿÿÿÿÿÿ5, SKColors.Rš›ÖÓ
GetAnimationControllerForPresentedControll{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{erewh CartAddSubview (Dat(S a-1,zKColors.tData(40, SKColors.Cyan),
    new Char1   new ChartDatImagesCollecti/onViewCona(13, SKColors.Blue),
    new th (tData(19, [KC“ors.Magenta),
    new ChartData(75, SKColors.Cyan),
    new shartData(72,false SKColors.BrowTapGestureRecognizera(29, SKColoUITapGhstureRecognizerrs.Gray)
};


// SamplePlatform: which platform a C# snippet is written for, read from what it names — the
// namespaces it uses, the classes it derives from, the APIs it calls. Only iOS/macOS samples
// (UIKit, Foundation, AppKit, …) are compiled and run on the engine; Android, Xamarin.Forms, UWP
// and Xamarin.Essentials samples get parse and token checks only, and no per-sample notes.

import CSharpSyntax

/// The platform a sample targets.
public enum SamplePlatform: String, Sendable, CaseIterable {
    /// iOS, tvOS, watchOS or macOS (Xamarin.iOS / Xamarin.Mac): run on the engine.
    case apple
    /// Xamarin.Android.
    case android
    /// Xamarin.Forms (shared UI code).
    case forms
    /// The Universal Windows Platform.
    case uwp
    /// Xamarin.Essentials.
    case essentials

    /// Whether the engine runs samples of this platform.
    public var runsOnEngine: Bool { self == .apple }

    /// The platform's name for people.
    public var displayName: String {
        switch self {
        case .apple: "iOS/macOS"
        case .android: "Android"
        case .forms: "Xamarin.Forms"
        case .uwp: "UWP"
        case .essentials: "Xamarin.Essentials"
        }
    }

    /// The platform `syntax` names most, or nil when it names none (a snippet of plain C#).
    /// Apple evidence wins ties: a Xamarin.Forms custom renderer for iOS is UIKit code.
    public static func evidence(in syntax: SnippetSyntax) -> SamplePlatform? {
        var scores: [SamplePlatform: Int] = [:]
        let tokens = syntax.tokens
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let next = index + 2 < tokens.count && tokens[index + 1].text == "." ? tokens[index + 2].text : nil
            if index > 0, tokens[index - 1].text == "using", appleNamespaces.contains(token.text) {
                scores[.apple, default: 0] += 1
            } else if let platform = platform(of: token.text, followedBy: next) {
                scores[platform, default: 0] += 1
            }
        }
        guard let best = scores.values.max(), best > 0 else { return nil }
        if let apple = scores[.apple], apple > 0, apple >= best { return .apple }
        return allCases.first { scores[$0] == best }
    }

    /// The platform a docs path is about (`docs/android/…`, `docs/xamarin-forms/…`), if it says.
    public static func hint(forPath path: String) -> SamplePlatform? {
        let segments = path.lowercased().split(separator: "/")
        if segments.contains("android") { return .android }
        if segments.contains("xamarin-forms") { return .forms }
        if segments.contains("essentials") { return .essentials }
        if segments.contains("uwp") { return .uwp }
        if segments.contains("ios") || segments.contains("mac") { return .apple }
        return nil
    }

    /// The platforms of a document's samples: each sample's evidence, and for a sample without
    /// any, the platform its path names (`hint`), else the one most of the document's other
    /// samples name (Apple when none do).
    public static func of(_ samples: [SnippetSyntax], hint: SamplePlatform? = nil) -> [SamplePlatform] {
        let evidence = samples.map(Self.evidence(in:))
        if let hint { return evidence.map { $0 ?? hint } }
        var counts: [SamplePlatform: Int] = [:]
        for platform in evidence.compactMap({ $0 }) { counts[platform, default: 0] += 1 }
        let dominant =
            counts.max { lhs, rhs in
                lhs.value != rhs.value
                    ? lhs.value < rhs.value : allCases.firstIndex(of: lhs.key)! > allCases.firstIndex(of: rhs.key)!
            }?.key ?? .apple
        return evidence.map { $0 ?? dominant }
    }

    /// The platform an identifier (and the one after a `.`) belongs to, if it tells.
    static func platform(of name: String, followedBy next: String?) -> SamplePlatform? {
        switch name {
        case "Android", "AndroidX", "Java": return next == nil ? nil : .android
        case "Xamarin":
            return next == "Forms" ? .forms : next == "Essentials" ? .essentials : nil
        case "Windows": return next == "UI" || next == "ApplicationModel" || next == "Storage" ? .uwp : nil
        case "Resource":
            return ["Id", "Layout", "Drawable", "String", "Menu", "Mipmap", "Color", "Xml"].contains(next ?? "")
                ? .android : nil
        case "Device":
            return ["RuntimePlatform", "BeginInvokeOnMainThread", "StartTimer", "Idiom"].contains(next ?? "")
                ? .forms : nil
        case "Log": return ["Info", "Warn", "Error", "Debug", "Verbose", "Wtf"].contains(next ?? "") ? .android : nil
        default: break
        }
        if androidNames.contains(name) { return .android }
        if formsNames.contains(name) { return .forms }
        if appleNames.contains(name) || hasApplePrefix(name) { return .apple }
        return nil
    }

    /// Names only Xamarin.Android has.
    static let androidNames: Set<String> = [
        "SetContentView", "FindViewById", "Activity", "AppCompatActivity", "ListActivity", "FragmentActivity",
        "StartActivity", "StartActivityForResult", "OnCreateView", "Bundle", "Intent", "PendingIntent", "Toast",
        "LayoutInflater", "BroadcastReceiver", "ContentProvider", "RecyclerView", "BaseAdapter", "ArrayAdapter",
        "GetSystemService", "SharedPreferences", "JobScheduler", "JobService", "NotificationCompat", "ViewGroup",
        "ContactsContract", "ContentResolver", "ContentValues", "ICursor", "ManagedQuery",
        "SupportFragmentManager", "FragmentManager", "AlertDialog", "Looper", "JavaList", "MainApplication",
        "RunOnUiThread", "OnRequestPermissionsResult", "ContextCompat", "ActivityCompat",
    ]

    /// Names only Xamarin.Forms has.
    static let formsNames: Set<String> = [
        "ContentPage", "NavigationPage", "TabbedPage", "CarouselPage", "MasterDetailPage", "FlyoutPage",
        "BindableProperty", "BindableObject", "DisplayAlert", "DisplayActionSheet", "MessagingCenter",
        "DependencyService", "StackLayout", "AbsoluteLayout", "RelativeLayout", "FlexLayout", "SetBinding",
        "ViewCell", "TextCell", "ImageCell", "SwitchCell", "EntryCell", "PushAsync", "PopAsync", "PushModalAsync",
        "ExportRenderer", "ExportEffect", "RoutingEffect", "PlatformEffect", "OnPlatform", "CarouselView",
        "RefreshView", "SwipeView", "BoxView", "SKCanvasView", "SKGLView", "TapGestureRecognizer", "RotateTo",
        "RelRotateTo", "ScaleTo", "RelScaleTo", "FadeTo", "TranslateTo", "LayoutTo", "ViewExtensions", "OnAppearing",
        "OnDisappearing", "FormsApplicationDelegate", "FormsAppCompatActivity",
    ]

    /// Apple namespaces whose names other code uses too (`Contacts`, `Photos`): evidence only in
    /// a `using` directive.
    static let appleNamespaces: Set<String> = [
        "Foundation", "Photos", "Intents", "Vision", "Metal", "Messages", "Contacts", "CoreML", "Security",
    ]

    /// Names only Apple platforms have that carry no two-letter prefix of their own.
    static let appleNames: Set<String> = [
        "UIKit", "AppKit", "WatchKit", "MonoTouch", "ObjCRuntime", "CoreGraphics", "CoreAnimation", "CoreFoundation",
        "AVFoundation", "MapKit", "SceneKit", "SpriteKit", "ARKit", "CloudKit", "HealthKit", "HomeKit", "PassKit",
        "StoreKit", "GameKit", "UserNotifications", "AddressBook", "ContactsUI", "EventKit", "CoreLocation",
        "CoreImage", "CoreText", "WebKit", "GLKit", "FinishedLaunching", "ViewDidLoad", "ViewWillAppear",
        "ViewDidAppear", "LoadView", "RegisterClassForCell",
        "DequeueReusableCell", "Outlet", "PresentViewController",
        "DismissViewController", "PushViewController", "PopViewController", "AddSubview",
    ]

    /// Apple type-name prefixes: two or three capitals, then a capital and a lower-case letter
    /// (`UIView`, `NSObject`, `CGRect`, `CALayer`, `MKMapView`, `AVPlayer`, `UNUserNotificationCenter`,
    /// `SCNView`). SkiaSharp's `SK…` is not among them.
    static func hasApplePrefix(_ name: String) -> Bool {
        let prefixes = [
            "UI", "NS", "CG", "CA", "MK", "AV", "UN", "CL", "PH", "WK", "CI", "CK", "HK", "HM", "PK", "GK", "SCN",
            "AR", "MP", "EK", "CN", "MTL", "VN",
        ]
        let scalars = Array(name.unicodeScalars)
        for prefix in prefixes where name.hasPrefix(prefix) && scalars.count > prefix.count + 1 {
            let first = scalars[prefix.count]
            let second = scalars[prefix.count + 1]
            if ("A"..."Z").contains(first), ("a"..."z").contains(second) { return true }
        }
        return false
    }
}

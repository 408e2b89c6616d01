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
        var scores: [Int] = Array(repeating: 0, count: allCases.count)
        let tokens = syntax.tokens
        // By index, not by token: a token copied is a retain and release of its text.
        for index in tokens.indices where tokens[index].kind == .identifier {
            // Every name that tells starts with a capital (`names`, `hasApplePrefix`): locals and
            // parameters are not looked up.
            guard let first = tokens[index].text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            else { continue }
            let text = tokens[index].text
            let platform: SamplePlatform?
            switch names[text] {
            case .platform(let named)?: platform = named
            case .qualifier?:
                let next = index + 2 < tokens.count && tokens[index + 1].text == "." ? tokens[index + 2].text : nil
                platform = qualified(text, next)
            case .namespace?: platform = index > 0 && tokens[index - 1].text == "using" ? .apple : nil
            case nil: platform = hasApplePrefix(text) ? .apple : nil
            }
            if let platform { scores[platform.order] += 1 }
        }
        guard let best = scores.max(), best > 0 else { return nil }
        if scores[SamplePlatform.apple.order] == best { return .apple }
        return allCases.first { scores[$0.order] == best }
    }

    /// The platform a docs path is about (`docs/android/…`, `docs/xamarin-forms/…`), if it says.
    public static func hint(forPath path: String) -> SamplePlatform? {
        let folders = PathFolders(path)
        if folders.contains("android") { return .android }
        if folders.contains("xamarin-forms") { return .forms }
        if folders.contains("essentials") { return .essentials }
        if folders.contains("uwp") { return .uwp }
        if folders.contains("ios") || folders.contains("mac") { return .apple }
        return nil
    }

    /// Whether the docs path is about macOS (`docs/mac/…`): its samples are Xamarin.Mac code, whose
    /// AppKit overrides the UIKit API model does not know.
    public static func isMacArticle(_ path: String) -> Bool {
        let folders = PathFolders(path)
        return folders.contains("mac") && !folders.contains("ios")
    }

    /// The platforms of a document's samples: each sample's evidence, and for a sample without
    /// any, the platform its path names (`hint`), else the one most of the document's other
    /// samples name (Apple when none do).
    public static func of(_ samples: [SnippetSyntax], hint: SamplePlatform? = nil) -> [SamplePlatform] {
        resolve(samples.map(Self.evidence(in:)), hint: hint)
    }

    /// `of(_:hint:)` from each sample's `evidence(in:)`, found already.
    public static func resolve(_ evidence: [SamplePlatform?], hint: SamplePlatform?) -> [SamplePlatform] {
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

    /// What a name says of a sample's platform.
    enum NameEvidence {
        /// The name belongs to this platform.
        case platform(SamplePlatform)
        /// The name tells with the name after its `.` (`Xamarin.Forms`, `Resource.Id`).
        case qualifier
        /// An Apple namespace whose name other code uses too: evidence in a `using` only.
        case namespace
    }

    /// Every name that tells, looked up once per identifier that starts with a capital (each does).
    static let names: [String: NameEvidence] = {
        var names: [String: NameEvidence] = [:]
        for name in appleNames { names[name] = .platform(.apple) }
        for name in formsNames { names[name] = .platform(.forms) }
        for name in androidNames { names[name] = .platform(.android) }
        for name in appleNamespaces { names[name] = .namespace }
        for name in ["Android", "AndroidX", "Java", "Xamarin", "Windows", "Resource", "Device", "Log"] {
            names[name] = .qualifier
        }
        return names
    }()

    /// The platform a qualifier and the name after its `.` belong to, if they tell.
    static func qualified(_ name: String, _ next: String?) -> SamplePlatform? {
        guard let next else { return nil }
        switch name {
        case "Android", "AndroidX", "Java": return .android
        case "Xamarin": return next == "Forms" ? .forms : next == "Essentials" ? .essentials : nil
        case "Windows": return ["UI", "ApplicationModel", "Storage"].contains(next) ? .uwp : nil
        case "Resource":
            return ["Id", "Layout", "Drawable", "String", "Menu", "Mipmap", "Color", "Xml"].contains(next)
                ? .android : nil
        case "Device":
            return ["RuntimePlatform", "BeginInvokeOnMainThread", "StartTimer", "Idiom"].contains(next) ? .forms : nil
        case "Log": return ["Info", "Warn", "Error", "Debug", "Verbose", "Wtf"].contains(next) ? .android : nil
        default: return nil
        }
    }

    /// The platform's place in `allCases`.
    var order: Int {
        switch self {
        case .apple: 0
        case .android: 1
        case .forms: 2
        case .uwp: 3
        case .essentials: 4
        }
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

    /// Apple type-name prefixes (`UIView`, `NSObject`, `CGRect`, `CALayer`, `MKMapView`,
    /// `AVPlayer`, `UNUserNotificationCenter`, `SCNView`). SkiaSharp's `SK…` is not among them.
    static let applePrefixes: Set<String> = [
        "UI", "NS", "CG", "CA", "MK", "AV", "UN", "CL", "PH", "WK", "CI", "CK", "HK", "HM", "PK", "GK", "SCN", "AR",
        "MP", "EK", "CN", "MTL", "VN",
    ]

    /// Whether `name` is an Apple type name: an Apple prefix of two or three capitals, then a
    /// capital and a lower-case letter. Read on the first bytes only.
    static func hasApplePrefix(_ name: String) -> Bool {
        var capitals = 0
        var next: UInt8 = 0
        for byte in name.utf8.prefix(5) {
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                capitals += 1
            } else {
                next = byte
                break
            }
        }
        // The run of capitals is the prefix and the type name's first letter.
        guard (3...4).contains(capitals), next >= UInt8(ascii: "a"), next <= UInt8(ascii: "z") else { return false }
        return applePrefixes.contains(String(name.utf8.prefix(capitals - 1))!)
    }
}

/// The folders of a docs path, which name the platform it is about, matched without ASCII case
/// (paths that name one are ASCII) on the path's bytes: this runs for every document.
private struct PathFolders {
    let bytes: [UInt8]

    init(_ path: String) { bytes = Array(path.utf8) }

    /// Whether a segment of the path is `name` (lower-case ASCII).
    func contains(_ name: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            defer { start = end + 1 }
            guard end - start == wanted.count else { continue }
            let matches = wanted.indices.allSatisfy { offset in
                let byte = bytes[start + offset]
                return (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == wanted[offset]
            }
            if matches { return true }
        }
        return false
    }
}

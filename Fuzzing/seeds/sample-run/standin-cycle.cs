// Recording doubles whose members hold each other: a reference cycle the teardown must break
// (fuzz-article found it leaking, LeakSanitizer; docs/reliability.md).
var scene = SCNScene.Create ();
var node = SCNNode.Create ();
scene.RootNode = node;
node.ParentScene = scene;
node.Self = node;

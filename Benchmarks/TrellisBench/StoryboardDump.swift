import Foundation
import TrellisCorpus

/// `trellis-bench storyboard SCENES FILE [LABELS]`: writes the Interface Builder benchmark's storyboard
/// (`StoryboardScenes`, 20 labels a scene unless LABELS says) to FILE, for timing `trellis layout` and
/// `trellis layout --list` of it as whole processes (docs/performance.md).
enum StoryboardDump {
    static func run(_ arguments: [String]) {
        guard arguments.count == 2 || arguments.count == 3, let scenes = Int(arguments[0]), scenes > 0,
            let labels = arguments.count == 3 ? Int(arguments[2]) : 20, labels > 0
        else {
            print("usage: trellis-bench storyboard SCENES FILE [LABELS]")
            exit(1)
        }
        let text = StoryboardScenes.storyboard(scenes: scenes, labelsPerScene: labels)
        do {
            try text.write(toFile: arguments[1], atomically: true, encoding: .utf8)
            print("wrote \(scenes) scenes of \(labels) labels, \(text.utf8.count) bytes, to \(arguments[1])")
        } catch {
            print("cannot write \(arguments[1]): \(error)")
            exit(1)
        }
    }
}

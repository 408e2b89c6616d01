// cmark-gfm parsing into the per-thread arena gives exactly what the system allocator gives, on
// every file of the seeds and the corpus sample, from several threads at once; and a reset gives
// the big slabs back.

import Dispatch
import Foundation
import MarkdownArena
import Testing

@testable import DocModel

@Suite("Markdown arena")
struct MarkdownArenaTests {
    /// The Markdown files of the repository's seed article and small corpus, and the corpus
    /// sample's C# blocks and front matters (all in the repository: `samples/`, `Tests/Fixtures`).
    static let files: [[UInt8]] = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var files: [[UInt8]] = []
        for folder in [
            "../../samples", "../Fixtures/corpus-mini", "../Fixtures/corpus-sample-csharp",
            "../Fixtures/corpus-sample-frontmatter",
        ] {
            let root = here.appendingPathComponent(folder).path
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".md"), let data = FileManager.default.contents(atPath: root + "/" + relative) {
                    files.append([UInt8](data))
                }
            }
        }
        return files
    }()

    struct Parse: Equatable {
        var elements: [Element]
        var inlineItems: [InlineItem]
        var problems: [InputProblem]
    }

    static func parse(_ bytes: [UInt8], arenaLimit: Int) -> Parse {
        let source = SourceText(raw: bytes)
        let (_, bodyOffset, bodyLine, _) = FrontMatter.split(source.bytes)
        var converter = MarkdownConverter(source: source, bodyOffset: bodyOffset, bodyLine: bodyLine)
        converter.convert(arenaLimit: arenaLimit)
        return Parse(elements: converter.elements, inlineItems: converter.inlineItems, problems: converter.problems)
    }

    @Test("every file parses the same in the arena as with the system allocator, on two threads at once")
    func sameParse() {
        let files = Self.files + [Array("# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```cs\nx\n```\n".utf8)]
        let system = files.map { Self.parse($0, arenaLimit: -1) }
        let arena = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: files.count, by: 2) {
                arena.store(index, Self.parse(files[index], arenaLimit: .max))
            }
        }
        #expect(files.count >= 6)
        for index in files.indices where arena.values[index] != system[index] {
            Issue.record("file \(index) parses differently in the arena")
        }
    }

    @Test("calloc hands out zeroed memory after a reset reuses what was written")
    func callocAfterReset() {
        let allocator = dp_arena_mem()!.pointee
        for size in [16, 100, 4096, 300_000] {
            // Fill blocks, some grown by realloc, with non-zero bytes, then reset and ask again.
            for _ in 0..<4 {
                let block = allocator.calloc(1, size)!.assumingMemoryBound(to: UInt8.self)
                block.update(repeating: 0xAB, count: size)
                let grown = allocator.realloc(block, size * 2)!.assumingMemoryBound(to: UInt8.self)
                grown.update(repeating: 0xCD, count: size * 2)
            }
            dp_arena_reset()
            for _ in 0..<8 {
                let block = allocator.calloc(1, size)!.assumingMemoryBound(to: UInt8.self)
                #expect(UnsafeBufferPointer(start: block, count: size).allSatisfy { $0 == 0 }, "size \(size)")
                block.update(repeating: 0xEF, count: size)
            }
            dp_arena_reset()
        }
    }

    @Test("a reset keeps only the first slab, so a big document does not hold memory afterwards")
    func resetReleasesBigSlabs() {
        // ~6 MB of Markdown: the arena grows far past its first 1 MB slab.
        let big = Array(String(repeating: "Some *text* with `code` and a [link](a.md).\n\n", count: 130_000).utf8)
        let parsed = Self.parse(big, arenaLimit: .max)
        #expect(parsed.inlineItems.count >= 130_000)
        // `convert` resets after each document; what the thread keeps is the first slab.
        #expect(dp_arena_reserved() <= (1 << 20) + 4096)
        #expect(dp_arena_reserved() > 0)
    }
}

/// Results filled by worker threads.
private final class Results: @unchecked Sendable {
    private var slots: [MarkdownArenaTests.Parse?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func store(_ index: Int, _ value: MarkdownArenaTests.Parse) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    var values: [MarkdownArenaTests.Parse?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

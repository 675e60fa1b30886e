/// Texts for the Pango oracle comparison. No trailing or doubled spaces: Pango counts spaces at the end of
/// a paragraph (and all but the last at a wrapped line end), while Trellis, like UIKit, lets them hang.
enum OracleCorpus {
    static let texts: [(category: String, text: String)] = [
        ("latin", "The quick brown fox jumps over the lazy dog"),
        ("latin", "Hello, world! This is a well-known test (with parens)."),
        ("latin", "AVA Te. office affluent fjord waffle"),
        ("latin", "Sphinx of black quartz, judge my vow"),
        ("latin", "Pack my box with five dozen liquor jugs."),
        ("latin", "Überprüfung der Größenänderung: naïve café, résumé"),
        ("cjk", "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 秋收冬藏 闰余成岁 律吕调阳"),
        ("cjk-kinsoku", "他说：「你好。」然后走了，对吗？他说：「你好。」"),
        ("cjk", "自动布局是一种基于约束的布局系统，它可以根据视图之间的关系动态计算位置和大小。"),
        ("cjk-kinsoku", "日本語のテキスト、ちょっと待ってください。ラーメンを食べよう！"),
        ("cjk-kinsoku", "《三体》是刘慈欣创作的系列长篇科幻小说，由《三体》、《三体Ⅱ·黑暗森林》、《三体Ⅲ·死神永生》组成。"),
        ("mixed", "使用Auto Layout布局UILabel，设置preferredMaxLayoutWidth为300"),
        ("mixed", "iOS 17的UIKit支持Dynamic Type和SF Pro字体"),
        ("mixed", "版本 2.0.1 发布于 2024年5月"),
        ("arabic", "مرحبا بالعالم هذا اختبار"),
        ("arabic", "اللغة العربية جميلة جدا وتكتب من اليمين إلى اليسار"),
        ("hebrew", "שלום עולם"),
        ("hebrew", "עברית נכתבת מימין לשמאל עם ניקוד: שָׁלוֹם"),
        ("bidi", "Hello שלום world مرحبا 123!"),
        ("bidi", "The word עברית means Hebrew and العربية means Arabic."),
        ("bidi", "مرحبا Trellis 2.0 اختبار"),
        ("emoji", "👍🏽 ok 👨‍👩‍👧 family 🇨🇳 flag"),
        ("emoji", "Great job 🎉🎉🎉 see you soon 😀"),
        ("emoji", "表情😀测试🚀完成"),
        ("url", "Visit https://www.example.com/path/to/resource?query=value&other=1 for details"),
        ("url", "https://github.com/apple/swift-package-manager/blob/main/Documentation/Usage.md"),
        ("overlong", "Supercalifragilisticexpialidocious"),
        ("overlong", "Hi Pneumonoultramicroscopicsilicovolcanoconiosis is long"),
        ("numbers", "$1,234.56 (approx.) — done"),
        ("numbers", "Total: 12,345.67 € (+3.5%) on 2024-05-17, 10:30"),
        ("numbers", "“Quoted text,” she said… ‘really’?"),
        ("breaks", "First line\nSecond line is longer\nThird"),
    ]
    static let sizes: [Double] = [12, 14, 17, 20]
    static let widths: [Double?] = [nil, 80, 150, 300]

    /// Every text at every size and width (regular), plus every text at 15 pt, width 120, medium and bold.
    static var cases: [PangoOracle.Case] {
        var cases: [PangoOracle.Case] = []
        for entry in texts {
            for size in sizes {
                for width in widths {
                    cases.append(.init(text: entry.text, size: size, width: width, weight: "regular"))
                }
            }
            for weight in ["medium", "bold"] {
                cases.append(.init(text: entry.text, size: 15, width: 120, weight: weight))
            }
        }
        return cases
    }
}

import Testing
import TrellisLayout

@testable import TrellisCheck

/// Findings collapsed across environments, in words.
@Suite struct EnvironmentSummaryTests {
    let environments = CheckEnvironments.standard

    /// The indices of the default environments whose captions contain every one of `parts`.
    func indices(_ parts: String...) -> [Int] {
        (0..<environments.count).filter { index in
            let caption = environments.environment(index).caption
            return parts.allSatisfy { caption.contains($0) }
        }
    }

    @Test func oneDeviceAtTheLargestSize() {
        let summary = EnvironmentSummary(environments)
        #expect(
            summary.describe(indices("iPhone SE", "AX-XXXL"))
                == "on iPhone SE (1st generation) at accessibilityExtraExtraExtraLarge")
        #expect(summary.describe(Array(0..<48)) == "in every environment")
        #expect(summary.describe(indices("rtl", "dark")) == "right-to-left in dark mode")
        #expect(
            summary.describe(indices("iPhone SE", "landscape")) + " | " + summary.describe(indices("iPad", "· L ·"))
                == "on iPhone SE (1st generation) in landscape | on iPad mini at large")
    }

    @Test func unionsOfProductsAreListed() {
        let summary = EnvironmentSummary(environments)
        let set = Set(indices("iPhone SE")).union(indices("iPhone 16 Pro Max", "portrait"))
        #expect(summary.describe(set.sorted()) == "on iPhone SE (1st generation); on iPhone 16 Pro Max in portrait")
        let two = Set(indices("iPhone SE", "AX-XXXL")).union(indices("iPad", "AX-XXXL"))
        #expect(
            summary.describe(two.sorted())
                == "on iPhone SE (1st generation) or iPad mini at accessibilityExtraExtraExtraLarge")
    }

    @Test func theLargestTextSizesAreAndLarger() throws {
        let environments = try CheckEnvironments.parse(matrix: [
            "device=iPhone 15", "type=large,accessibilityLarge,accessibilityExtraExtraExtraLarge", "theme=light",
        ])
        let summary = EnvironmentSummary(environments)
        #expect(summary.describe([1, 2]) == "at accessibilityLarge and larger")
        #expect(summary.describe([0, 2]) == "at large or accessibilityExtraExtraExtraLarge")
    }

    @Test func themeMatrixValuesAreChecked() {
        #expect(throws: CheckError.self) { try CheckEnvironments.parse(matrix: ["theme=sepia"]) }
        #expect(throws: CheckError.self) { try CheckEnvironments.parse(matrix: ["colour=red"]) }
    }
}

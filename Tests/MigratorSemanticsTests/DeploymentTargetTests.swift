import Testing
@testable import MigratorSemantics

/// Reading deployment targets: the fast paths give what reading every line (and testing
/// every manifest) gives.
struct DeploymentTargetTests {
    @Test func xcodeProjectSettings() {
        let project = """
        // !$*UTF8*$!
        {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.4;
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "12.0";
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 9.0;
        \t\t\t\tTVOS_DEPLOYMENT_TARGET = 15.0;
        \t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;
        \t\t\t\tOTHER_IPHONEOS_DEPLOYMENT_TARGET = 11.0;
        }
        """
        let found = DeploymentTarget.fromXcodeProject(project)
        #expect(found[.iOS] == Version(parsing: "15.4"))
        #expect(found[.macOS] == Version(parsing: "12.0"))
        #expect(found[.tvOS] == Version(parsing: "15.0"))
        #expect(found[.watchOS] == Version(parsing: "9.0"))
        #expect(found[.visionOS] == Version(parsing: "1.0"))
        // A CRLF file is one line to `split(separator: "\n")`: only its first line counts.
        let crlf = "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\r\nMACOSX_DEPLOYMENT_TARGET = 12.0;\r\n"
        var samples = [project, crlf, "", "\n", "IPHONEOS_DEPLOYMENT_TARGET = 13.0;", "\r\nTVOS_DEPLOYMENT_TARGET = 16.0;\n\r"]
        samples.append(project.replacingOccurrences(of: "\n", with: "\r\n"))
        samples.append(project.replacingOccurrences(of: "\t", with: "\u{A0}"))
        samples.append(project.replacingOccurrences(of: "9.0;", with: "9.0;\r").replacingOccurrences(of: "1.0;", with: "1.0; IPHONEOS_DEPLOYMENT_TARGET = 14.0;"))
        for sample in samples {
            #expect(DeploymentTarget.fromXcodeProject(sample) == DeploymentTarget.fromXcodeProjectLines(sample), "\(sample.debugDescription)")
        }
    }

    @Test func closestManifest() {
        func manifest(_ directory: String) -> DeploymentTarget.Manifest {
            .init(directory: directory, path: directory + "/Package.swift", availability: Availability(iOS: 15))
        }
        let manifests = ["/p", "/p/a", "/p/a/b", "/p/ab", "/p/a", "/q/é", "/"].map(manifest)
        let detection = DeploymentTarget.Detection(manifests: manifests)
        for path in ["/p/x.swift", "/p/a/x.swift", "/p/a/b/c/x.swift", "/p/ab/x.swift", "/p/abc/x.swift", "/q/é/x.swift",
                     "/q/x.swift", "/r/x.swift", "/p", "p/a/x.swift", "/p/a/b"] {
            // What testing every manifest gives: the longest folder the path is in, the first of equals.
            let expected = manifests.indices.filter { path.hasPrefix(manifests[$0].directory + "/") }
                .max { manifests[$0].directory.count < manifests[$1].directory.count }
            let found = detection.manifest(for: path)
            #expect(found?.directory == expected.map { manifests[$0].directory }, "\(path)")
            #expect(found?.path == expected.map { manifests[$0].path }, "\(path)")
        }
    }
}

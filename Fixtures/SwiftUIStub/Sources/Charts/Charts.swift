// A stand-in for the part of Apple's Swift Charts that SwiftUI code uses: chart content has
// its own `cornerRadius`, which is current API (not SwiftUI's deprecated one). Nothing here
// runs.
@_exported import SwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Self.Body { get }
}

/// Chart content Swift Charts draws itself (`Body == Never`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol _PrimitiveChartContent: ChartContent where Body == Never {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _PrimitiveChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: ChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _TupleChartContent<T>: _PrimitiveChartContent {
    init(_ value: T) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: _PrimitiveChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: ChartContent, _PrimitiveChartContent where Wrapped: ChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _TupleChartContent<(repeat each Content)> { _TupleChartContent((repeat each content)) }
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { _ConditionalChartContent() }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { _ConditionalChartContent() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ChartContentRenderer<Content: ChartContent>: _PrimitiveView {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Chart<Content: View>: _PrimitiveView {
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == ChartContentRenderer<C> {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PlottableValue<Value: Plottable> {
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { PlottableValue() }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { PlottableValue() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BarMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LineMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RuleMark: _PrimitiveChartContent {
    public init<X: Plottable>(x: PlottableValue<X>) {}
    public init<Y: Plottable>(y: PlottableValue<Y>) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnnotationPosition {
    public static let automatic = AnnotationPosition()
    public static let top = AnnotationPosition()
    public static let bottom = AnnotationPosition()
    public static let leading = AnnotationPosition()
    public static let trailing = AnnotationPosition()
    public static let overlay = AnnotationPosition()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _ChartContentModifier<Content: ChartContent>: _PrimitiveChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ChartContent {
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { _ChartContentModifier<Self>() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { _ChartContentModifier<Self>() }
    public func opacity(_ value: Double) -> some ChartContent { _ChartContentModifier<Self>() }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent { _ChartContentModifier<Self>() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ChartPlotContent: _PrimitiveView {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }
}

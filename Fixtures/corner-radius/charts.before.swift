import Charts
import SwiftUI

struct SalesChart: View {
    let sales: [Double]

    var body: some View {
        Chart {
            ForEach(Array(sales.enumerated()), id: \.offset) { index, value in
                BarMark(x: .value("Day", index), y: .value("Sales", value))
                    .cornerRadius(4)
                    .annotation(position: .top) {
                        Text("\(Int(value))")
                            .padding(2)
                            .background(Color.yellow)
                            .cornerRadius(3)
                    }
            }
            RuleMark(y: .value("Goal", 10))
                .cornerRadius(2, style: .continuous)
        }
        .chartPlotStyle { plot in
            plot.cornerRadius(8)
        }
        .cornerRadius(12)
    }
}

struct GoalLine {
    var content: some ChartContent {
        BarMark(x: .value("Day", 1), y: .value("Sales", 2)).cornerRadius(6)
    }
}

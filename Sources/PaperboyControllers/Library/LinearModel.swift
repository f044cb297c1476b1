import PaperboyModels

/// A logistic-regression model over the library's TF-IDF terms: one weight per term of a
/// ``LibraryIndex``'s table and a bias. Trained in each run (``LinearModel/train(_:terms:settings:)``),
/// it scores how much an item reads like the reader's library and likes rather than like
/// the archive's unrated items and the dislikes.
public struct LinearModel: Sendable, Hashable {
    /// One training document: its sparse vector (term ids of the index's table and fixed-point
    /// weights, as ``LibraryIndex`` makes them), its label and how much it counts.
    struct Example {
        var vector: [(Int32, Int32)]
        var positive: Bool
        var weight: Double
        /// Orders the examples, so training never depends on the order they were gathered in.
        var key: UInt64
    }

    /// How the model is trained.
    struct Settings: Hashable {
        /// Passes over the examples, at least.
        var epochs = 8
        /// Steps at least: a small library takes more passes to settle.
        var minimumSteps = 20_000
        /// The L2 penalty.
        var lambda = 1e-4
        /// The first step size; later steps shrink as `η0 / (1 + λ·η0·t)`.
        var step = 0.5
    }

    /// The weight of each term id; ids past the end weigh nothing.
    let weights: [Double]
    let bias: Double

    /// The model's log-odds that `vector` is one the reader wants.
    func margin(_ vector: [(Int32, Int32)]) -> Double {
        var sum = bias
        for (term, weight) in vector where Int(term) < weights.count {
            sum += weights[Int(term)] * (Double(weight) / LibraryIndex.weightScale)
        }
        return sum
    }

    /// The model's probability that `vector` is one the reader wants.
    func probability(_ vector: [(Int32, Int32)]) -> Double { StableMath.sigmoid(margin(vector)) }

    /// Trains by stochastic gradient descent on the weighted log-loss with an L2 penalty,
    /// visiting the examples in the order of their keys: the same examples give the same
    /// model to the last bit. Nil without a positive or without a negative example.
    static func train(_ examples: [Example], terms: Int, settings: Settings = Settings()) -> LinearModel? {
        guard examples.contains(where: \.positive), examples.contains(where: { !$0.positive }) else { return nil }
        let ordered = examples.sorted { $0.key != $1.key ? $0.key < $1.key : ($0.positive && !$1.positive) }
        // w = scale · v: the L2 shrink of every weight is one multiplication of `scale`.
        var v = [Double](repeating: 0, count: terms)
        var scale = 1.0
        var bias = 0.0
        var t = 0.0
        let passes = max(settings.epochs, (settings.minimumSteps + ordered.count - 1) / ordered.count)
        for _ in 0..<passes {
            for example in ordered {
                t += 1
                let eta = settings.step / (1 + settings.lambda * settings.step * t)
                var z = 0.0
                for (term, weight) in example.vector where Int(term) < terms {
                    z += v[Int(term)] * (Double(weight) / LibraryIndex.weightScale)
                }
                z = z * scale + bias
                let gradient = example.weight * (StableMath.sigmoid(z) - (example.positive ? 1 : 0))
                scale *= 1 - eta * settings.lambda
                if scale < 1e-9 {
                    for k in v.indices { v[k] *= scale }
                    scale = 1
                }
                let change = eta * gradient / scale
                for (term, weight) in example.vector where Int(term) < terms {
                    v[Int(term)] -= change * (Double(weight) / LibraryIndex.weightScale)
                }
                bias -= eta * gradient
            }
        }
        return LinearModel(weights: v.map { $0 * scale }, bias: bias)
    }
}

extension KeySentence {
    // Feature bits: the cue phrases below set them, `weights` says what each is worth.
    /// We show, we find, our results indicate: a stated result.
    static let claim: UInt64 = 1 << 0
    /// We derive, we report, we construct: a result, less plainly.
    static let weakClaim: UInt64 = 1 << 1
    /// It is shown, are found, was observed.
    static let passiveClaim: UInt64 = 1 << 2
    /// Show that, found that, indicates that, whoever the subject.
    static let thatClaim: UInt64 = 1 << 3
    /// Results, experiments, simulations: with a `showing` verb, a report of findings.
    static let evidence: UInt64 = 1 << 4
    /// Show, demonstrate, reveal, confirm.
    static let showing: UInt64 = 1 << 5
    /// Outperforms, surpasses, better than, compared with.
    static let comparison: UInt64 = 1 << 6
    /// State-of-the-art, SOTA, new record.
    static let leading: UInt64 = 1 << 7
    /// Achieves, improves, speedup, faster.
    static let gain: UInt64 = 1 << 8
    /// Reduces, higher, lower, effective, leads to.
    static let weakGain: UInt64 = 1 << 9
    /// Significantly, up to, orders of magnitude, times, percent.
    static let magnitude: UInt64 = 1 << 10
    /// Accuracy, error, latency, F1, bounds.
    static let metric: UInt64 = 1 << 11
    /// Our method, our results, the proposed.
    static let ours: UInt64 = 1 << 12
    /// Overall, these results, in particular.
    static let conclusion: UInt64 = 1 << 13
    /// Main result, main theorem, key finding.
    static let mainResult: UInt64 = 1 << 14
    /// In this paper, we propose, we study: what the paper does, not what it found.
    static let framing: UInt64 = 1 << 15
    /// To evaluate, aims to, in order to: a purpose, not a result.
    static let intent: UInt64 = 1 << 16
    /// Important, widely, recent, has been: background.
    static let motivation: UInt64 = 1 << 17
    /// However, existing, remains, challenging, lack: the problem.
    static let gap: UInt64 = 1 << 18
    /// Future work, we discuss, may be: what is left to do.
    static let outlook: UInt64 = 1 << 19
    /// Links: http, www., github, Hugging Face, Zenodo.
    static let link: UInt64 = 1 << 20
    /// Is available at, we release, open-sourced: with an `artifact`, an availability note.
    static let availability: UInt64 = 1 << 21
    /// Code, data, implementation, models, weights.
    static let artifact: UInt64 = 1 << 22

    /// What each feature bit adds to a sentence's score, by bit index (tenths of a point).
    static let weights: [Int] = {
        let table: [(bit: UInt64, weight: Int)] = [
            (claim, 30), (weakClaim, 15), (passiveClaim, 20), (thatClaim, 20), (evidence, 0), (showing, 3),
            (comparison, 25), (leading, 12), (gain, 15), (weakGain, 5), (magnitude, 12), (metric, 8), (ours, 12),
            (conclusion, 12), (mainResult, 20), (framing, 8), (intent, -8), (motivation, -10), (gap, -12),
            (outlook, -15), (link, -60), (availability, 0), (artifact, 0),
        ]
        var weights = [Int](repeating: 0, count: 64)
        for (bit, weight) in table { weights[bit.trailingZeroBitCount] = weight }
        return weights
    }()

    /// Every cue phrase, lower-case (`*`: any word ending), and the feature it sets.
    static let cues = CueTable(
        words(claim, "we show", "we showed", "we shown", "we demonstrat*", "we find", "we found", "we prove*",
                     "we establish*", "we observ*", "we obtain*", "we confirm*", "we reveal*", "we achiev*",
                     "we uncover*", "we discover*", "we verif*", "we validat*", "we conclud*", "we attain*",
                     "we see", "we get", "we reach*", "we recover*", "we are able to", "we succe*", "i show",
                     "i showed", "i prove*", "i find", "i found", "i demonstrat*", "i obtain*", "our results show*",
                     "our results demonstrate*", "our results indicate*", "our results reveal*",
                     "our results suggest*", "our results confirm*", "our findings show*",
                     "our findings demonstrate*", "our findings indicate*", "our findings reveal*",
                     "our findings suggest*", "this shows", "this demonstrates", "which shows", "which demonstrates")
            + words(weakClaim, "we deriv*", "we report*", "we detect*", "we identif*", "we characteri*",
                               "we classif*", "we construct*", "we give", "we gave", "we determin*", "we comput*",
                               "we measur*", "we estimat*", "we argu*", "we exhibit*", "we solv*", "we answer*",
                               "we resolv*", "we settl*", "we improv*", "we reduc*", "we extend*", "we generali*",
                               "we provide evidence", "we offer evidence", "if and only if")
            + words(passiveClaim, "is shown", "are shown", "is proved", "are proved", "is proven", "are proven",
                                  "is demonstrated", "are demonstrated", "is found", "are found", "was found",
                                  "were found", "is observed", "are observed", "was observed", "were observed",
                                  "is established", "is confirmed", "was confirmed", "it turns out", "is achieved",
                                  "are achieved", "was achieved", "is obtained", "are obtained")
            + words(thatClaim, "show that", "shows that", "showed that", "shown that", "demonstrate that",
                               "demonstrates that", "demonstrated that", "find that", "finds that", "found that",
                               "reveal that", "reveals that", "revealed that", "indicate that", "indicates that",
                               "indicated that", "confirm that", "confirms that", "confirmed that", "prove that",
                               "proves that", "proved that", "establish that", "observe that", "observed that",
                               "suggest that", "suggests that", "conclude that", "verify that", "it is shown",
                               "it is proved", "it is found", "results:", "findings:", "result:")
            + words(evidence, "result*", "experiment*", "evaluation*", "simulation*", "analys*", "finding*",
                              "empirical*", "numerical*", "calculation*", "computations", "measurement*",
                              "observation*", "benchmark*", "ablation*", "case stud*", "data", "tests", "trial*",
                              "survey*", "comparison*", "validation")
            + words(showing, "show*", "demonstrat*", "indicat*", "reveal*", "confirm*", "suggest*", "highlight*",
                             "verif*", "prove*", "proven", "validat*", "imply", "implies", "establish*",
                             "underscore*", "supported by", "identif*", "uncover*")
            + words(comparison, "outperform*", "surpass*", "better than", "superior", "beats", "beating", "exceed*",
                                "compared to", "compared with", "in comparison", "relative to", "comparable to",
                                "comparable with", "than existing",
                                "than previous", "than prior", "than baseline*", "than the", "over the baseline*",
                                "over baseline*", "over existing", "over prior", "over previous", "over traditional",
                                "over conventional", "over state-of-the-art", "over competing", "over other",
                                "over standard", "competitive", "on par", "matches", "rivals", "previously known",
                                "than conventional")
            + words(leading, "state-of-the-art", "state of the art", "sota", "new state", "new record",
                             "record-breaking")
            + words(gain, "achiev*", "improv*", "boost*", "speedup*", "speed-up*", "speeds up", "faster", "attain*",
                          "yield*", "accelerat*", "outperform*", "gains", "gain of", "saving*", "savings")
            + words(weakGain, "reduc*", "enhanc*", "best", "higher", "lower", "increase*", "decrease*", "better",
                              "fewer", "less", "robust*", "effective*", "efficient*", "leads to", "led to",
                              "results in", "resulted in", "enables", "allows", "successful*", "precise*",
                              "accurately", "strong*", "correlat*", "associated with")
            + words(magnitude, "significant*", "substantial*", "up to", "orders of magnitude", "order of magnitude",
                               "times faster", "times", "at least", "at most", "fold", "percent*",
                               "percentage point*", "dramatic*", "considerabl*", "markedly", "remarkabl*", "notabl*",
                               "margin", "on average", "average", "consistently", "sharp*", "tight", "optimal",
                               "exact*", "sigma", "confidence", "p <", "p<")
            + words(metric, "accura*", "precision", "recall", "f1", "f1-score", "auc", "auroc", "bleu", "rouge",
                            "error*", "rmse", "mae", "mse", "latency", "throughput", "success rate*", "perplexity",
                            "performance", "speed", "efficiency", "runtime", "memory", "cost", "score*", "rate*",
                            "sensitivity", "specificity", "fidelity", "bound", "bounds", "estimate*", "complexity")
            + words(ours, "our method*", "our approach*", "our model*", "our framework*", "our system*",
                          "our algorithm*", "our technique*", "our result*", "our finding*", "our analys*",
                          "our experiment*", "our proposed", "our solution*", "our scheme*", "our network*",
                          "our pipeline*", "our estimator*", "our bound*", "our simulation*", "our study",
                          "our work", "our data", "our observation*", "our measurement*", "our theory", "our main",
                          "the proposed", "the resulting", "the new")
            + words(conclusion, "in conclusion", "conclusion:", "conclusions:", "overall", "taken together",
                                "together, these", "these results", "this result", "these findings", "this finding",
                                "these observations", "this confirms", "consequently", "as a result",
                                "in particular", "as a consequence", "in summary", "we conclude")
            + words(mainResult, "main result*", "our main", "main theorem*", "key finding*", "key result*",
                                "we prove that", "main contribution*", "principal result*")
            + words(framing, "we propos*", "we present*", "we introduc*", "we develop*", "we design*", "we stud*",
                             "we investigat*", "we consider*", "we explor*", "we analy*", "we examin*",
                             "we address*", "we formulat*", "we describ*", "we provid*", "we buil*", "we train*",
                             "we leverag*", "we appl*", "we use", "we used", "we employ*", "we aim*", "we focus*",
                             "we put forward", "we model*", "we perform*", "we conduct*", "we evaluat*", "we test*",
                             "we compar*", "we benchmark*", "we assess*", "we quantif*", "in this paper",
                             "in this work", "in this study", "in this article", "in this letter", "in this note",
                             "this paper", "this work", "this study", "this article", "here we", "here, we",
                             "is proposed", "are proposed", "is presented", "are presented", "is introduced",
                             "are introduced", "is developed", "is designed")
            + words(intent, "to show the", "to demonstrate the", "to validate", "to verify", "to evaluate",
                            "to assess", "to test", "to investigate", "to examine", "to explore", "to study",
                            "to address", "to tackle", "to overcome", "to illustrate", "aims to", "aim to",
                            "aimed at", "aims at", "the aim", "the goal", "our goal", "our aim", "in order to",
                            "seeks to", "we seek", "intended to")
            + words(motivation, "important", "importance", "crucial", "essential", "critical*", "key role",
                                "plays a", "play a", "fundamental", "paramount", "widely", "widespread",
                                "ubiquitous", "popular", "promising", "attention", "growing", "increasing*",
                                "increasingly", "rapid*", "emerging", "has attracted", "have attracted",
                                "has become", "have become", "has been", "have been", "recent*", "traditional",
                                "conventional", "vital", "central", "background:", "motivation:", "objective:",
                                "objectives:", "purpose:", "aim:", "aims:", "context:", "introduction:", "methods:",
                                "pivotal", "great potential", "ever-", "nowadays", "is a", "are a")
            + words(gap, "however", "existing", "remain*", "challeng*", "limited", "limitation*", "lack*", "suffer*",
                         "hinder*", "bottleneck*", "difficult*", "open problem*", "open question*", "unclear",
                         "little is known", "poorly understood", "underexplored", "under-explored", "prior work*",
                         "previous work*", "previous stud*", "despite", "although", "fail*", "struggle*", "costly",
                         "expensive", "time-consuming", "yet", "unknown", "unresolved", "problem*", "issue*",
                         "need*", "requir*", "obstacle*", "drawback*", "shortcoming*", "gap", "scarce", "scarcity")
            + words(outlook, "future work*", "future research", "future direction*", "future stud*", "we discuss",
                             "we also discuss", "we hope", "will be discussed", "are discussed", "is discussed",
                             "paves the way", "further research", "further work", "further stud*", "opens new",
                             "opens up", "outlook", "perspectives", "avenue*", "pave the way", "paving the way",
                             "opens the door", "open the door", "we outline", "we speculate", "may be", "could be",
                             "might be", "would be")
            + words(link, "http*", "www.*", "github*", "gitlab*", "bitbucket*", "huggingface*", "zenodo*",
                          "figshare*", "doi.org*", "project page", "project website", "our website", "webpage",
                          "web page", "colab")
            + words(availability, "available at", "available on", "available from", "available via",
                                  "available upon", "available online", "available in", "available for download",
                                  "is available", "are available", "be available", "made available",
                                  "make available", "is publicly", "are publicly", "be publicly", "released at",
                                  "be released", "is released", "are released", "been released", "we release",
                                  "we publicly release", "we open-source", "we opensource", "open-sourced",
                                  "is open-source*", "are open-source*", "is open source", "can be found at",
                                  "can be found on", "can be accessed", "accessible at", "accessible via",
                                  "hosted at", "hosted on", "provided at", "we share", "we make our", "upon request",
                                  "upon reasonable request")
            + words(artifact, "code*", "data", "dataset*", "implementation*", "software", "package*",
                              "model weights", "weights", "checkpoint*", "toolkit*", "tool", "tools", "library",
                              "benchmark*", "demo*", "scripts", "source", "repository", "supplementary", "materials",
                              "models", "our model", "project", "resources"),
        skippable: ["have", "has", "also", "further", "then", "finally", "additionally", "here", "empirically",
                    "experimentally", "numerically", "theoretically", "analytically", "clearly", "consistently",
                    "rigorously", "first", "furthermore", "moreover", "indeed", "now", "explicitly", "formally",
                    "thereby", "therefore", "thus", "systematically", "successfully", "conclusively", "extensive",
                    "comprehensive", "experimental", "numerical", "empirical", "simulation", "evaluation",
                    "benchmark", "further,", "finally,", "also,"]
    )

    private static func words(_ mask: UInt64, _ phrases: String...) -> [(phrase: String, mask: UInt64)] {
        phrases.map { ($0, mask) }
    }
}

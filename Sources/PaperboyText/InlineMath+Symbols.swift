extension InlineMath {
    /// Commands that stand for a character or word.
    static let symbols: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
        "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ",
        "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
        "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
        "times": "×", "cdot": "·", "div": "÷", "pm": "±", "mp": "∓", "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥",
        "neq": "≠", "ne": "≠", "approx": "≈", "sim": "∼", "simeq": "≃", "equiv": "≡", "propto": "∝", "ll": "≪",
        "gg": "≫", "infty": "∞", "to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒",
        "Leftarrow": "⇐", "leftrightarrow": "↔", "Leftrightarrow": "⇔", "mapsto": "↦", "in": "∈", "notin": "∉",
        "subset": "⊂", "subseteq": "⊆", "supset": "⊃", "supseteq": "⊇", "cup": "∪", "cap": "∩", "setminus": "∖",
        "emptyset": "∅", "varnothing": "∅", "forall": "∀", "exists": "∃", "neg": "¬", "land": "∧", "lor": "∨",
        "wedge": "∧", "vee": "∨", "oplus": "⊕", "otimes": "⊗", "circ": "∘", "star": "⋆", "ast": "∗",
        "dagger": "†", "top": "⊤", "perp": "⊥", "parallel": "∥", "mid": "|", "|": "‖", "partial": "∂",
        "nabla": "∇", "sum": "∑", "prod": "∏", "int": "∫", "oint": "∮", "ell": "ℓ", "hbar": "ℏ", "prime": "′",
        "ldots": "…", "cdots": "⋯", "dots": "…", "langle": "⟨", "rangle": "⟩", "lfloor": "⌊", "rfloor": "⌋",
        "lceil": "⌈", "rceil": "⌉", "log": "log", "ln": "ln", "exp": "exp", "min": "min", "max": "max",
        "arg": "arg", "lim": "lim", "sup": "sup", "inf": "inf", "sin": "sin", "cos": "cos", "tan": "tan",
        "det": "det", "colon": ":", "cdotp": "·", "lvert": "|", "rvert": "|", "lVert": "‖", "rVert": "‖", "dim": "dim", "ker": "ker", "Pr": "Pr", "deg": "deg",
        "{": "{", "}": "}", "$": "$", "%": "%", "&": "&", "#": "#", "_": "_", ",": " ", ";": " ", ":": " ",
        "!": "", " ": " ", "quad": " ", "qquad": " ", "left": "", "right": "", "big": "", "Big": "", "bigl": "",
        "bigr": "", "Bigl": "", "Bigr": "", "displaystyle": "", "textstyle": "", "limits": "", "nolimits": "",
    ]

    /// Commands whose argument is shown without them.
    static let fonts: Set<String> = [
        "mathcal", "mathbf", "mathrm", "mathit", "mathsf", "mathtt", "mathscr", "mathfrak", "boldsymbol", "bm",
        "text", "textrm", "textit", "textbf", "mbox", "operatorname", "mathnormal", "emph",
    ]

    /// Accents over one letter, as combining marks (`\hat{x}` → x̂).
    static let accents: [String: Unicode.Scalar] = [
        "hat": "\u{0302}", "widehat": "\u{0302}", "tilde": "\u{0303}", "widetilde": "\u{0303}", "bar": "\u{0304}",
        "overline": "\u{0305}", "vec": "\u{20D7}", "dot": "\u{0307}", "ddot": "\u{0308}",
    ]

    /// `\mathbb` letters.
    static let doubleStruck: [Character: Character] = [
        "N": "ℕ", "Z": "ℤ", "Q": "ℚ", "R": "ℝ", "C": "ℂ", "P": "ℙ", "E": "𝔼", "F": "𝔽", "1": "𝟙",
    ]

    static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ", "T": "ᵀ", "*": "*", "′": "′",
    ]

    static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎", "a": "ₐ", "e": "ₑ", "h": "ₕ", "i": "ᵢ", "j": "ⱼ",
        "k": "ₖ", "l": "ₗ", "m": "ₘ", "n": "ₙ", "o": "ₒ", "p": "ₚ", "r": "ᵣ", "s": "ₛ", "t": "ₜ", "u": "ᵤ",
        "v": "ᵥ", "x": "ₓ",
    ]
}

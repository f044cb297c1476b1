"""Word lists for gen_arxiv_feed.py: made up for Paperboy's benchmarks.

Names, places and venues are generic; the categories are arXiv taxonomy
terms, plus a few ACM/MSC codes that arXiv also lists as categories.
"""

CATEGORIES = (
    "cs.LG cs.AI cs.CL cs.CV cs.RO cs.SE cs.DS cs.IT cs.CR cs.NE cs.HC cs.DC "
    "stat.ML stat.ME stat.TH math.OC math.PR math.ST math.CO math.AP math.NA "
    "quant-ph hep-th hep-ph hep-ex gr-qc astro-ph.CO astro-ph.GA astro-ph.HE "
    "cond-mat.str-el cond-mat.mes-hall cond-mat.stat-mech cond-mat.soft "
    "physics.comp-ph physics.optics physics.flu-dyn q-bio.NC q-bio.QM "
    "eess.SP eess.SY econ.EM nlin.CD"
).split()
# Classification codes that arXiv lists as categories too (ACM, MSC).
OTHER_CODES = ["68T05", "I.2.6", "62H30", "F.2.2", "35Q30", "G.1.6"]

ADJECTIVES = (
    "adaptive robust sparse stochastic nonlinear scalable efficient hierarchical "
    "latent variational convex discrete continuous asymptotic optimal generalized "
    "spectral geometric probabilistic self-supervised low-rank equivariant causal "
    "quantum topological anisotropic turbulent relativistic Bayesian naïve"
).split()
NOUNS = (
    "model framework estimator algorithm network representation manifold operator "
    "regularization kernel dynamics transformer policy embedding spectrum lattice "
    "condensate boundary layer inference benchmark dataset solver bound gradient "
    "attention mechanism Hamiltonian field theory distribution observable detector "
    "galaxy cluster phase transition graph partition decoder sampler flow"
).split()
VERBS = (
    "propose introduce analyze derive establish demonstrate investigate study "
    "characterize prove evaluate extend generalize construct approximate quantify"
).split()
CONNECTORS = (
    "Moreover, | In particular, | Furthermore, | As a consequence, | Surprisingly, "
    "| To this end, | In contrast, | Finally, | Building on this, | Empirically,"
).split(" | ")
RESULTS = (
    "outperforms existing baselines", "converges at a linear rate",
    "reduces the error by an order of magnitude", "matches the known lower bound",
    "remains stable under perturbations", "scales to millions of parameters",
    "recovers the classical limit", "agrees with numerical simulations",
    "improves sample efficiency", "is consistent with Planck observations",
)
TEX = (
    r"$\alpha$", r"$\mathcal{O}(n \log n)$", r"$\beta > 0$", r"$\epsilon$-optimal",
    r"$L^2$", r"$\mathbb{R}^d$", r"$k$-means", r"$p < 0.05$", r"$\sqrt{T}$",
    r"$\ell_1$", r"$SU(2)$", r"$\Lambda$CDM", r"$N \gg 1$", r"$\tau \to \infty$",
)
NAMES = (
    "Schrödinger Poincaré Erdős Gödel Möbius Cauchy–Schwarz Kähler Lévy Fréchet "
    "Hölder Ising Navier–Stokes Fokker–Planck Riemann Wasserstein"
).split()
SYMBOLS = ("α", "β", "γ", "Δ", "π", "σ", "θ", "ω")
UNITS = ("µm", "Å", "°C", "GeV", "K", "nm", "ms")
FIRST = (
    "Anna José Zoë Jürgen Łukasz Søren Ana-María Chloé Wei Hiroshi Priya Olúwásẹ̀un "
    "Mohammed Fatma Ingrid Dmitri Siobhán Thanh Björn Élodie Raúl Yuki Ngozi Kateřina "
    "Matteo Aisha Gábor Leila Tomás Jae-won"
).split()
LAST = (
    "Müller Nguyễn Çelik García Kowalski Ødegaard Dubois Zhang Tanaka Sharma "
    "O'Connor Ivanova Haddad Lindqvist Novák Rossi Okafor Smith Kim Fernández "
    "Papadopoulos Virtanen de la Cruz van der Berg Moreau Schäfer Yılmaz Brontë"
).split()
AFFILIATIONS = (
    "ETH Zürich", "Université Paris-Saclay", "MIT", "University of Tokyo",
    "Max Planck Institute for Physics", "CNRS", "Tsinghua University",
    "University of São Paulo", "Universität Wien", "Indian Institute of Science",
    "Perimeter Institute", "KTH Royal Institute of Technology",
)
VENUES = (
    "Phys. Rev. D", "J. Mach. Learn. Res.", "Ann. Statist.", "Nature Phys.",
    "Astrophys. J.", "IEEE Trans. Inf. Theory", "Commun. Math. Phys.", "JHEP",
)
DOI_PREFIXES = ("10.1103", "10.1007", "10.1145", "10.1109", "10.1016", "10.3847", "10.1088")

"""The rankings paperboy is compared with: listing order, a keyword query, and arxiv-sanity-lite's SVM.

Each returns the day's item ids best first."""

import collections
import os
import subprocess
import sys

from libraries_data import fold

#: Function words and words every paper title uses; never query terms.
STOPWORDS = set("""a an and are as at be by can for from how in into is it its of on or over the their this to
towards toward under using via vs what when where which with without we our your do does not new learning based
approach approaches method methods study analysis model models i ii iii""".split())
QUERY_TERMS = 8


def listing_order(items):
    return [item.id for item in items]


def keyword_query(entries):
    """The library's own query: its QUERY_TERMS most frequent title words (each title counts a word once;
    stop words and words under three letters or all digits skipped; ties alphabetical)."""
    counts = collections.Counter()
    for entry in entries:
        counts.update({w for w in fold(entry["title"]).split() if len(w) >= 3 and not w.isdigit() and w not in STOPWORDS})
    return [word for word, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:QUERY_TERMS]]


def keyword_rank(items, terms):
    """Items matching more of the terms (whole words in title or abstract) first, then listing order."""
    wanted = set(terms)
    scored = []
    for position, item in enumerate(items):
        words = set(fold(item.title + " " + item.abstract).split())
        scored.append((-len(wanted & words), position, item.id))
    return [identifier for _, _, identifier in sorted(scored)]


def load_sklearn(workdir):
    """Import scikit-learn, installing it with pip into workdir/pylib when missing; (modules, None) or (None, why)."""
    target = os.path.join(workdir, "pylib")
    if os.path.isdir(target) and target not in sys.path:
        sys.path.insert(0, target)
    try:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.svm import LinearSVC
        return (TfidfVectorizer, LinearSVC), None
    except ImportError:
        pass
    print(f"scikit-learn missing: pip install --target {target} scikit-learn", flush=True)
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "--target", target, "scikit-learn"], capture_output=True, text=True)
    if done.returncode != 0:
        return None, "pip could not install scikit-learn: " + (done.stderr.strip().splitlines() or ["?"])[-1]
    if target not in sys.path:
        sys.path.insert(0, target)
    try:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.svm import LinearSVC
        return (TfidfVectorizer, LinearSVC), None
    except ImportError as error:
        return None, f"scikit-learn installed but not importable: {error}"


#: arxiv-sanity-lite's settings (compute.py: the vectorizer; serve.py: svm_rank's classifier).
SANITY_TFIDF = dict(input="content", encoding="utf-8", decode_error="replace", strip_accents="unicode",
                    lowercase=True, analyzer="word", stop_words="english",
                    token_pattern=r"(?u)\b[a-zA-Z_][a-zA-Z0-9_]+\b", ngram_range=(1, 2), max_features=10000,
                    norm="l2", use_idf=True, smooth_idf=True, sublinear_tf=True, max_df=0.5, min_df=5)
SANITY_SVM = dict(class_weight="balanced", verbose=False, max_iter=10000, tol=1e-6, C=0.1)


def svm_rank(modules, entries, items, min_df=5):
    """TF-IDF over unigrams and bigrams of the library (titles, as it gives them) and the day (title and
    abstract); a linear SVM with the library as positives and the day as negatives scores the day."""
    import numpy as np
    TfidfVectorizer, LinearSVC = modules
    positives = [entry["title"] for entry in entries]
    day = [item.title + " " + item.abstract for item in items]
    vectorizer = TfidfVectorizer(**dict(SANITY_TFIDF, min_df=min_df))
    x = vectorizer.fit_transform(positives + day).astype(np.float32)
    y = np.zeros(x.shape[0], dtype=np.float32)
    y[:len(positives)] = 1.0
    classifier = LinearSVC(**SANITY_SVM)
    classifier.fit(x, y)
    scores = classifier.decision_function(x[len(positives):])
    order = sorted(range(len(items)), key=lambda i: (-float(scores[i]), i))
    return [items[i].id for i in order]

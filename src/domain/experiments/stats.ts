// Statistics for the experiment report: Wilson intervals, the two-proportion z-test and a
// chi-square sample-ratio-mismatch check. Plain numbers in, plain numbers out.

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** 95% Wilson score interval for a proportion. */
export function wilsonInterval(successes: number, n: number, z = 1.959964): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 0 };
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Two-sided pooled two-proportion z-test of variant (x2/n2) against control (x1/n1). */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): { z: number; pValue: number } {
  if (n1 === 0 || n2 === 0) return { z: 0, pValue: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, pValue: 1 };
  const z = (x2 / n2 - x1 / n1) / se;
  return { z, pValue: 2 * (1 - normalCdf(Math.abs(z))) };
}

function lnGamma(x: number): number {
  const c = [
    76.18009172947146, -86.5053203294168, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const coef of c) ser += coef / ++y;
  return -tmp + Math.log((2.506628274631 * ser) / x);
}

/** Regularized upper incomplete gamma Q(a, x) (Numerical Recipes gammq). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    let ap = a;
    for (let i = 0; i < 500; i++) {
      del *= x / ++ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-14) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-14) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Chi-square goodness of fit of observed counts to the configured weights. */
export function sampleRatioMismatch(
  observed: number[],
  weights: number[],
): { chi2: number; pValue: number; mismatch: boolean } {
  const total = observed.reduce((s, n) => s + n, 0);
  const wsum = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || wsum === 0 || observed.length < 2) return { chi2: 0, pValue: 1, mismatch: false };
  const chi2 = observed.reduce((s, o, i) => {
    const e = (total * (weights[i] ?? 0)) / wsum;
    return e > 0 ? s + (o - e) ** 2 / e : s;
  }, 0);
  const pValue = gammaQ((observed.length - 1) / 2, chi2 / 2);
  // A strict threshold: SRM means the split itself is broken, not a chance wobble.
  return { chi2, pValue, mismatch: pValue < 0.001 };
}

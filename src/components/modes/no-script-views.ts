// Without scripts the buttons that switch views do nothing and the calculator does not run: every
// width shows the full page, as from 768 px (every landing page whole without JavaScript).
// revert-layer gives each element back the display its utilities set. The root layout puts it in
// the head's <noscript>: a <style> is not allowed in the body's.
export const NO_SCRIPT_VIEWS =
  '@media (max-width:767px){[data-view-root][data-mode="auto"] .full-only{display:revert-layer}[data-view-root][data-mode="auto"] .compact-only{display:none}}';

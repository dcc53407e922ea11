const openFeedbackEvent = 'driftwatch:open-feedback';

/** Opens the Send Feedback dialog from anywhere (a "Contact Support" button): the one way to reach us in the app. */
export function openFeedback(): void {
  window.dispatchEvent(new Event(openFeedbackEvent));
}

/** The widget's side: calls `open` whenever some screen asks for the dialog. */
export function onOpenFeedback(open: () => void): () => void {
  window.addEventListener(openFeedbackEvent, open);
  return () => window.removeEventListener(openFeedbackEvent, open);
}

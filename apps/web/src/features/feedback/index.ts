export { FeedbackWidget } from './components/feedback-widget';
export { openFeedback } from './lib/open-feedback';

-- The plan catalogue shown on the pricing page. Prices are cents per seat; annual is for a whole year.
INSERT INTO "plans" ("type", "name", "description", "monthly_price_per_seat", "annual_price_per_seat", "features", "pr_limit", "popular", "sort_order") VALUES
  ('free', 'Free', 'For individuals trying Driftwatch on a few repositories.', 0, 0,
   '{"pr_drift_checks": true, "scheduled_scans": true, "email_alerts": true, "slack_alerts": true, "api_diff_detection": false, "external_docs": false, "linear_sync": false, "role_based_access": false, "audit_trail": false, "priority_support": false}'::jsonb,
   50, false, 1),
  ('team', 'Team', 'For engineering teams that keep docs and code in step on every pull request.', 1900, 19000,
   '{"pr_drift_checks": true, "scheduled_scans": true, "email_alerts": true, "slack_alerts": true, "api_diff_detection": true, "external_docs": true, "linear_sync": true, "role_based_access": true, "audit_trail": false, "priority_support": false}'::jsonb,
   500, true, 2),
  ('pro', 'Pro', 'For organizations with many repositories and external documentation sources.', 3900, 39000,
   '{"pr_drift_checks": true, "scheduled_scans": true, "email_alerts": true, "slack_alerts": true, "api_diff_detection": true, "external_docs": true, "linear_sync": true, "role_based_access": true, "audit_trail": true, "priority_support": true}'::jsonb,
   -1, false, 3);
--> statement-breakpoint
-- The places in the product that open the feedback dialog.
INSERT INTO "feedback_contexts" ("id", "title", "description", "placeholder", "show_rating", "active") VALUES
  ('signup.complete', 'How was signing up?', 'Tell us how creating your account went.', 'What could have been easier?', true, true),
  ('integration.connected', 'Integration connected', 'How did connecting this integration go?', 'Anything confusing or missing?', true, true),
  ('dashboard', 'Dashboard feedback', 'What would make the dashboard more useful to you?', 'Your feedback...', true, true),
  ('onboarding.complete', 'How was setup?', 'You finished setting up Driftwatch. How did it go?', 'What slowed you down?', true, true),
  ('feature.request', 'Request a feature', 'Tell us what Driftwatch should do next.', 'Describe the feature and the problem it solves...', false, true),
  ('bug.report', 'Report a bug', 'Tell us what went wrong and we will look into it.', 'What did you do, what did you expect, and what happened?', false, true);

import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { EarlyPreviewDialog } from '../../features/early-preview';
import { FeedbackWidget } from '../../features/feedback';
import { NavBar } from '../../features/navigation';
import { NavigationProgress } from './navigation-progress';
import { SessionExpiryListener } from './session-expiry-listener';

/** Every page: navigation, content, the floating feedback button, toasts and session handling. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-medium text-accent-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavBar />
      {/* On phones the floating feedback button sits over the page's last lines; this room lets them scroll clear. */}
      <main id="main" className="flex flex-1 flex-col max-sm:pb-20">
        <Outlet />
      </main>
      <FeedbackWidget />
      <EarlyPreviewDialog />
      <SessionExpiryListener />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

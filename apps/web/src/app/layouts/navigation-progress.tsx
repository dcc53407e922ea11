import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code or data loads (lazy routes keep the old screen). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent-100"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[navigation-progress_1s_ease-in-out_infinite] bg-accent-600" />
    </div>
  );
}

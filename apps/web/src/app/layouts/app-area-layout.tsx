import { Outlet } from 'react-router';

/** The signed-in area's page frame: a centred content column on the 8-px grid. */
export function AppAreaLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
      <Outlet />
    </div>
  );
}

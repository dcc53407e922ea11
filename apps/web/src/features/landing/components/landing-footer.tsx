import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Footer" className="flex flex-wrap gap-6 text-sm text-slate-600">
          <a href="#pricing" className="hover:text-slate-900">
            Pricing
          </a>
          <Link to="/signin" className="hover:text-slate-900">
            Sign in
          </Link>
          <Link to="/signup" className="hover:text-slate-900">
            Get started
          </Link>
          <a href="/api/docs" className="hover:text-slate-900">
            API reference
          </a>
        </nav>
        <p className="text-sm text-slate-500">© {new Date().getFullYear()} Driftwatch</p>
      </div>
    </footer>
  );
}

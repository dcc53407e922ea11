import { integrationMarks } from './integration-marks';

export function IntegrationLogos() {
  return (
    <section aria-labelledby="integrations-heading" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="integrations-heading" className="text-center text-sm font-medium text-slate-600">
          Works with the tools that hold your code, docs and conversations
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
          {integrationMarks.map((item) => (
            <li key={item.name} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              {item.mark}
              {item.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

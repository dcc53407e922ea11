/** Environment variable names as a person types them into the server's configuration. */
export function MissingSettings({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 ? ', ' : null}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] break-words text-slate-800">
            {name}
          </code>
        </span>
      ))}
    </>
  );
}

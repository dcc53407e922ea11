import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Comments are written by any member and read by all. Without a raw-HTML plugin react-markdown
// escapes HTML, so a <script> reads as the text the author typed; its default URL filter empties
// javascript: and similar links; links open in a new tab that gets no handle on this one.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-accent-700 underline"
    />
  ),
};

export function CommentMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm break-words text-slate-800 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}

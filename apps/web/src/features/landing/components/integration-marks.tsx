import { BookOpen, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { GitHubMark, SlackMark } from '../../../components/ui/provider-icons';

/** Simplified, self-drawn marks for the integrations row (no downloaded brand assets). */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden focusable="false">
      {children}
    </svg>
  );
}

export const integrationMarks: { name: string; mark: ReactNode }[] = [
  { name: 'GitHub', mark: <GitHubMark className="size-6 text-slate-900" /> },
  {
    name: 'GitLab',
    mark: (
      <Svg>
        <path d="M12 21 3 14l2.2-9 2.6 6h8.4l2.6-6 2.2 9z" fill="#FC6D26" />
        <path d="M12 21 7.8 11h8.4z" fill="#E24329" />
      </Svg>
    ),
  },
  {
    name: 'Bitbucket',
    mark: (
      <Svg>
        <path d="M3 4h18l-2.6 16H5.6z" fill="#2684FF" />
        <path d="M9.5 10h5l-.8 5h-3.4z" fill="#fff" />
      </Svg>
    ),
  },
  { name: 'Slack', mark: <SlackMark className="size-6" /> },
  {
    name: 'Microsoft Teams',
    mark: (
      <Svg>
        <rect x="3" y="5" width="14" height="14" rx="3" fill="#5059C9" />
        <path d="M7 9h6M10 9v7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="19" cy="8" r="2.5" fill="#7B83EB" />
      </Svg>
    ),
  },
  {
    name: 'Notion',
    mark: (
      <Svg>
        <rect x="3.5" y="3.5" width="17" height="17" rx="3" fill="#fff" stroke="#0f172a" strokeWidth="1.5" />
        <path d="M8.5 16.5v-9l7 9v-9" fill="none" stroke="#0f172a" strokeWidth="1.8" strokeLinejoin="round" />
      </Svg>
    ),
  },
  {
    name: 'Linear',
    mark: (
      <Svg>
        <circle cx="12" cy="12" r="9" fill="#5E6AD2" />
        <path d="m6 13 5 5M6.5 9.5l8 8M9 7l8 8" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </Svg>
    ),
  },
  { name: 'Confluence', mark: <BookOpen className="size-6 text-[#1868DB]" aria-hidden /> },
  { name: 'Email', mark: <Mail className="size-6 text-slate-700" aria-hidden /> },
];

import { pullRequestCommentMarker } from '../../pull-requests/code-host-publisher.js';

/**
 * The marker as Bitbucket keeps it out of sight: its Markdown shows HTML (comments included) as
 * text, but a link reference definition renders as nothing and stays in the comment's raw content.
 */
export const bitbucketCommentMarker = '[//]: # (driftwatch:pr)';

/**
 * The pull-request comment in the Markdown Bitbucket renders. Bitbucket escapes HTML, so the hidden
 * marker becomes a link reference definition and the collapsed patch block a bold heading over its
 * diff (Bitbucket has no collapsible sections).
 */
export function toBitbucketMarkdown(body: string): string {
  return body
    .split('\n')
    .flatMap((line) => {
      if (line === pullRequestCommentMarker) return [bitbucketCommentMarker];
      if (line === '<details>' || line === '</details>') return [];
      const summary = /^<summary>(.*)<\/summary>$/.exec(line);
      if (summary?.[1] !== undefined) return [`**${summary[1].replace(/<\/?code>/g, '`')}**`];
      return [line];
    })
    .join('\n');
}

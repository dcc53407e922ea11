import type { FakeGitlabMergeRequest, FakeGitlabProject } from './fake-gitlab-state.js';

/** GitLab's webhook project object (object_kind payloads carry it for every event). */
function hookProject(origin: string, project: FakeGitlabProject) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    web_url: `${origin}/${project.pathWithNamespace}`,
    git_http_url: `${origin}/${project.pathWithNamespace}.git`,
    namespace: project.pathWithNamespace.split('/')[0],
    path_with_namespace: project.pathWithNamespace,
    default_branch: project.defaultBranch,
    visibility_level: project.visibility === 'public' ? 20 : 0,
  };
}

/** A "Push Hook" payload as GitLab sends it (the fields documented for push events). */
export function pushEvent(
  origin: string,
  project: FakeGitlabProject,
  push: { ref: string; before: string; after: string },
) {
  return {
    object_kind: 'push',
    event_name: 'push',
    before: push.before,
    after: push.after,
    ref: push.ref,
    ref_protected: true,
    checkout_sha: push.after,
    user_id: 4242,
    user_name: 'Ada Lovelace',
    user_username: 'ada',
    project_id: project.id,
    project: hookProject(origin, project),
    commits: [],
    total_commits_count: 1,
    repository: { name: project.name, url: `${origin}/${project.pathWithNamespace}.git` },
  };
}

/** A "Merge Request Hook" payload for an action (open, update, reopen, close, merge). */
export function mergeRequestEvent(
  origin: string,
  project: FakeGitlabProject,
  mr: FakeGitlabMergeRequest,
  action: string,
) {
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: { id: 4242, name: 'Ada Lovelace', username: 'ada' },
    project: hookProject(origin, project),
    object_attributes: {
      id: mr.id,
      iid: mr.iid,
      title: mr.title,
      action,
      state: mr.state,
      source_branch: mr.sourceBranch,
      target_branch: mr.targetBranch,
      source_project_id: project.id,
      target_project_id: project.id,
      url: `${origin}/${project.pathWithNamespace}/-/merge_requests/${mr.iid}`,
      last_commit: { id: mr.headSha, message: 'Change', title: 'Change' },
    },
  };
}

import type {
  FakeGitlabHook,
  FakeGitlabMergeRequest,
  FakeGitlabNote,
  FakeGitlabProject,
  FakeGitlabState,
  FakeGitlabStatus,
} from './fake-gitlab-state.js';

/** The JSON GitLab's REST API v4 answers with, for the fields its documentation lists. */
export function projectJson(origin: string, project: FakeGitlabProject) {
  const [namespace = ''] = project.pathWithNamespace.split('/');
  return {
    id: project.id,
    name: project.name,
    path: project.pathWithNamespace.split('/').at(-1),
    path_with_namespace: project.pathWithNamespace,
    name_with_namespace: project.pathWithNamespace.replace('/', ' / '),
    description: project.description,
    default_branch: project.defaultBranch,
    visibility: project.visibility,
    archived: false,
    http_url_to_repo: `${origin}/${project.pathWithNamespace}.git`,
    ssh_url_to_repo: `git@127.0.0.1:${project.pathWithNamespace}.git`,
    web_url: `${origin}/${project.pathWithNamespace}`,
    namespace: { id: 7, name: namespace, path: namespace, kind: 'group', full_path: namespace },
    last_activity_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-01-01T10:00:00.000Z',
  };
}

export function userJson(origin: string, state: FakeGitlabState) {
  return {
    id: state.user.id,
    username: state.user.username,
    name: state.user.name,
    email: state.user.email,
    state: 'active',
    avatar_url: `${origin}/uploads/-/system/user/avatar/${state.user.id}/avatar.png`,
    web_url: `${origin}/${state.user.username}`,
  };
}

export function hookJson(hook: FakeGitlabHook) {
  return {
    id: hook.id,
    url: hook.url,
    project_id: hook.projectId,
    push_events: hook.pushEvents,
    merge_requests_events: hook.mergeRequestsEvents,
    tag_push_events: false,
    note_events: false,
    enable_ssl_verification: hook.enableSslVerification,
    created_at: hook.createdAt,
  };
}

export function mergeRequestJson(origin: string, project: FakeGitlabProject, mr: FakeGitlabMergeRequest) {
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: project.id,
    title: mr.title,
    state: mr.state,
    source_branch: mr.sourceBranch,
    target_branch: mr.targetBranch,
    sha: mr.headSha,
    web_url: `${origin}/${project.pathWithNamespace}/-/merge_requests/${mr.iid}`,
    diff_refs: { base_sha: mr.baseSha, head_sha: mr.headSha, start_sha: mr.baseSha },
  };
}

export function noteJson(state: FakeGitlabState, note: FakeGitlabNote, mr: FakeGitlabMergeRequest) {
  return {
    id: note.id,
    body: note.body,
    system: note.system,
    noteable_type: 'MergeRequest',
    noteable_iid: mr.iid,
    author: { id: state.user.id, username: note.authorUsername, name: state.user.name },
    created_at: note.createdAt,
    updated_at: note.updatedAt,
  };
}

export function statusJson(status: FakeGitlabStatus) {
  return {
    id: status.id,
    sha: status.sha,
    name: status.name,
    status: status.status,
    description: status.description,
    target_url: status.targetUrl,
    ref: null,
    allow_failure: false,
    created_at: status.updatedAt,
    started_at: status.updatedAt,
  };
}

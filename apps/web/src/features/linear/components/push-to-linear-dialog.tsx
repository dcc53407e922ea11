import type { DriftIssue } from '@driftwatch/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateLinearIssue } from '../api/create-linear-issue';
import { useLinearProjects } from '../api/fetch-linear-projects';
import { useLinearTeams } from '../api/fetch-linear-teams';

interface PushToLinearDialogProps {
  issue: DriftIssue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function toastNotConnected() {
  toast({
    title: 'Linear not connected',
    description: 'Please connect your Linear integration first',
    variant: 'error',
  });
}

/** Required team, optional project ("No project", emptied when the team changes), Create Issue. */
export function PushToLinearDialog({ issue, open, onOpenChange }: PushToLinearDialogProps) {
  const [teamId, setTeamId] = useState('');
  const [projectId, setProjectId] = useState('');
  const teams = useLinearTeams(open);
  const projects = useLinearProjects(open ? teamId : '');
  const create = useCreateLinearIssue();

  useEffect(() => {
    if (!teams.isError) return;
    if (isApiError(teams.error) && teams.error.reason === 'linear_not_connected') toastNotConnected();
    else
      toast({
        title: 'Error loading teams',
        description: errorMessage(teams.error, 'Please try again'),
        variant: 'error',
      });
  }, [teams.isError, teams.error]);

  useEffect(() => {
    if (projects.isError) {
      toast({
        title: 'Error loading projects',
        description: errorMessage(projects.error, 'Please try again'),
        variant: 'error',
      });
    }
  }, [projects.isError, projects.error]);

  const chooseTeam = (value: string) => {
    setTeamId(value);
    setProjectId('');
  };

  const submit = () => {
    if (teamId === '') return;
    create.mutate(
      { drift_issue_id: issue.id, team_id: teamId, project_id: projectId || null },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Issue created in Linear',
            description: `${answer.issue.identifier}: ${answer.issue.title}`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.reason === 'linear_not_connected') return toastNotConnected();
          toast({
            title: 'Error creating Linear issue',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Push to Linear</DialogTitle>
          <DialogDescription>
            Create a Linear issue for {issue.key} with the documentation claim, the code, the fix and the
            evidence.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field id="linear-team" label="Team">
            <NativeSelect
              id="linear-team"
              required
              value={teamId}
              onChange={(event) => chooseTeam(event.target.value)}
              disabled={teams.isPending}
            >
              <option value="">{teams.isPending ? 'Loading teams…' : 'Select a team'}</option>
              {teams.data?.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name} ({team.key})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="linear-project" label="Project (optional)">
            <NativeSelect
              id="linear-project"
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
              disabled={teamId === '' || projects.isPending}
            >
              <option value="">No project</option>
              {projects.data?.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} · {project.state}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={teamId === '' || create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Issue'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

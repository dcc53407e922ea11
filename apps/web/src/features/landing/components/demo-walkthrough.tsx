import { Pause, Play, RotateCcw } from 'lucide-react';
import { useCallback } from 'react';
import { cn } from '../../../lib/cn';
import { useWalkthroughPlayer } from '../hooks/use-walkthrough-player';
import { demoScenes, SCENE_MS } from './demo-scenes';

interface DemoWalkthroughProps {
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
}

/** An animated product walkthrough built from HTML and CSS: a poster until played, then four scenes. */
export function DemoWalkthrough({ playing, onPlayingChange }: DemoWalkthroughProps) {
  const stop = useCallback(() => onPlayingChange(false), [onPlayingChange]);
  const player = useWalkthroughPlayer(demoScenes.length, SCENE_MS, playing, stop);
  const current = demoScenes[player.scene];
  const started = playing || player.scene > 0 || player.progress > 0;

  const play = () => {
    if (player.finished) player.restart();
    onPlayingChange(true);
  };

  return (
    <figure
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
      aria-label="Driftwatch product walkthrough"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="ml-3 truncate rounded-md bg-white px-3 py-1 text-xs text-slate-500 ring-1 ring-slate-200">
          github.com/acme/api/pull/218
        </span>
      </div>

      <div className="relative min-h-64 bg-white sm:min-h-72">
        {started && current ? (
          <div key={player.scene} className="animate-fade-in">
            {current.body}
          </div>
        ) : (
          <button
            type="button"
            onClick={play}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-accent-50 via-white to-slate-50"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg transition-transform group-hover:scale-105">
              <Play className="ml-1 size-7" aria-hidden />
            </span>
            <span className="text-base font-medium text-slate-900">Play the walkthrough</span>
            <span className="text-sm text-slate-600">From pull request to resolved drift issue</span>
          </button>
        )}
      </div>

      <figcaption className="space-y-3 border-t border-slate-200 px-4 py-4">
        <p className="min-h-5 text-sm font-medium text-slate-900" aria-live="polite">
          {started && current
            ? `${player.scene + 1}/${demoScenes.length} · ${current.caption}`
            : 'Product walkthrough · about 20 seconds'}
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => (playing ? onPlayingChange(false) : play())}
            className="flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-50"
            aria-label={
              playing ? 'Pause walkthrough' : player.finished ? 'Replay walkthrough' : 'Play walkthrough'
            }
          >
            {playing ? (
              <Pause className="size-4" aria-hidden />
            ) : player.finished ? (
              <RotateCcw className="size-4" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
          </button>
          <ol className="flex flex-1 gap-2" aria-label="Walkthrough scenes">
            {demoScenes.map((scene, index) => (
              <li key={scene.caption} className="flex-1">
                <button
                  type="button"
                  onClick={() => player.goTo(index)}
                  className="block w-full py-2"
                  aria-label={`Scene ${index + 1}: ${scene.caption}`}
                  aria-current={started && index === player.scene ? 'step' : undefined}
                >
                  <span className="block h-1.5 overflow-hidden rounded-full bg-slate-200">
                    <span
                      className={cn(
                        'block h-full bg-accent-600',
                        index < player.scene ? 'w-full' : index > player.scene && 'w-0',
                      )}
                      style={index === player.scene ? { width: `${player.progress * 100}%` } : undefined}
                    />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      </figcaption>
    </figure>
  );
}

import { useEffect, useState } from 'react';

const TICK_MS = 100;

/** Drives the walkthrough: which scene shows and how far through it we are, while playing. */
export function useWalkthroughPlayer(
  sceneCount: number,
  sceneMs: number,
  playing: boolean,
  onEnd: () => void,
) {
  const [scene, setScene] = useState(0);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setElapsed((value) => value + TICK_MS), TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (elapsed < sceneMs) return;
    if (scene + 1 < sceneCount) {
      setScene(scene + 1);
      setElapsed(0);
    } else {
      setElapsed(sceneMs);
      onEnd();
    }
  }, [elapsed, scene, sceneCount, sceneMs, onEnd]);

  const goTo = (index: number) => {
    setScene(index);
    setElapsed(0);
  };
  const restart = () => goTo(0);
  const finished = scene === sceneCount - 1 && elapsed >= sceneMs;
  return { scene, progress: Math.min(1, elapsed / sceneMs), goTo, restart, finished };
}

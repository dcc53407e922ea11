export function create(options) {
  const setupHooks = () => options;
  const setUpHooks = () => options;
  return { persist: { rehydrate: () => options }, setupHooks, setUpHooks };
}

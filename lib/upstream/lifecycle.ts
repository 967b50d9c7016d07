import 'server-only';

// Process state shared by the health routes and the shutdown handler.
let draining = false;

export const isDraining = () => draining;
export const startDraining = () => {
  draining = true;
};

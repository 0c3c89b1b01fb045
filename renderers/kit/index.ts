/** The shared drawing kit every game renderer builds on. */
export * from './canvas';
export * from './colour';
export * from './fonts';
export * from './hex';
export * from './icons';
export * from './labels';
export * from './palette';
export * from './png';
export * from './shapes';
export * from './text';
export * from './scale';
export * from './spare-canvases';

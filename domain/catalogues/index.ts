/** Standards catalogues: ISO/IEC 27001:2022 and MLPS 2.0 (GB/T 22239-2019). */
export * from './iso27001';
export * from './mlps';

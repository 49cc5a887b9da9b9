export * from './account-data'
export * from './providers'
export * from './reference'
export * from './system'

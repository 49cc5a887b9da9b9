import { createContext } from 'react-router'
import type { Db } from './client.server'

export const dbContext = createContext<Db>()

// @vitest-environment jsdom
import { defineClientCases } from './http.cases'

// The browser transport: jsdom's XMLHttpRequest makes real requests (and enforces CORS).
defineClientCases('xhr')

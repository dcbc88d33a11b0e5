/**
 * The computers of offline practice in a Web Worker, so the page stays responsive while a strong
 * computer plays its sampled deals through. Each request carries only one seat's view.
 */
import { serveBots } from '../../table/bots-runner.js';
import { botCalls } from './bots-inline.js';

serveBots(botCalls());

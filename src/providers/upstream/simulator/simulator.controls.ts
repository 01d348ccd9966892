// The operator's remote control of the simulated network, across both providers: a
// device using data, a device reporting its IMEI, an SMS arriving, injected faults,
// the clock and the latency. The admin routes are its only HTTP entry.

import { providerNames, type ProviderName } from '../upstream.port.ts';
import type { SimulatorAdapter } from './simulator.adapter.ts';
import type { InboundSms } from './simulator.messages.ts';
import type { SimulatorNumbers } from './simulator.numbers.ts';
import { SimulatorRefusal } from './simulator.plans.ts';
import type { Fault, NetworkState } from './simulator.state.ts';

export type InboundSmsListener = (sms: InboundSms) => Promise<void>;

export function createSimulatorControls(deps: { adapters: Record<ProviderName, SimulatorAdapter>; state: NetworkState; numbers: SimulatorNumbers }) {
  const { adapters, state, numbers } = deps;
  const listeners: InboundSmsListener[] = [];

  /** The adapter of the provider that issued the SIM. */
  async function ownerOf(iccid: string): Promise<SimulatorAdapter> {
    for (const p of providerNames) {
      if ((await adapters[p].findSim(iccid)) !== null) return adapters[p];
    }
    throw new SimulatorRefusal('sim_not_found', `SIM ${iccid} not found`);
  }

  return {
    /**
     * `mb` is a decimal string with at most six decimals, above zero; `country` (ISO
     * 3166-1 alpha-2) is where the device is, null when the session's place does not matter.
     */
    async consumeData(iccid: string, mb: string, country: string | null = null) {
      return (await ownerOf(iccid)).consumeData(iccid, mb, country);
    },

    async reportImei(iccid: string, imei: string) {
      const row = await (await ownerOf(iccid)).setDeviceImei(iccid, imei);
      if (row === null) throw new SimulatorRefusal('sim_not_found', `SIM ${iccid} not found`);
      return { iccid: row.iccid, imei: row.imei as string, lastSeenAt: row.lastSeenAt as Date };
    },

    /**
     * Stores the SMS with the number provider when `to` is an ordered phone number (whose
     * listener, the platform, is told of it), else with the provider whose SIM has `to`
     * as its MSISDN. A number nobody has is refused, as a network would. (A network
     * gives a number to one subscriber, so the order of the checks decides nothing; the
     * ordered numbers come first because they are where SMS traffic is.)
     */
    async injectInboundSms(input: { from: string; to: string; body: string }): Promise<InboundSms> {
      const received = await numbers.receiveInbound(input);
      if (received !== null) {
        for (const l of listeners) await l(received);
        return received;
      }
      for (const p of providerNames) {
        if (await adapters[p].ownsNumber(input.to)) {
          const sms = await adapters[p].injectInboundSms(input);
          for (const l of listeners) await l(sms);
          return sms;
        }
      }
      throw new SimulatorRefusal('number_not_found', `no subscriber has ${input.to}`);
    },

    /** Lets a platform module hear inbound SMS (registered in the composition root). */
    onInboundSms(listener: InboundSmsListener): void {
      listeners.push(listener);
    },

    setFault: (fault: Fault) => state.setFault(fault),
    listFaults: () => state.listFaults(),
    clearFaults: () => state.clearFaults(),
    clock: () => state.clock(),
    advanceClock: (seconds: number) => state.advanceClock(seconds),
    latency: () => state.latency(),
    setLatency: (ms: number | null) => state.setLatency(ms),
  };
}

export type SimulatorControls = ReturnType<typeof createSimulatorControls>;

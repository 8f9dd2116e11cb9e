import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../core/limits/client-network.ts";

describe("clientNetwork", () => {
  it("counts an IPv4 address as itself, however it is written", () => {
    expect(clientNetwork("1.2.3.4")).toBe("1.2.3.4");
    expect(clientNetwork("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(clientNetwork("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(clientNetwork("::ffff:102:304")).toBe("1.2.3.4");
    expect(clientNetwork("0:0:0:0:0:ffff:0102:0304")).toBe("1.2.3.4");
  });

  it("counts an IPv6 host by its /64, in one spelling", () => {
    const one = clientNetwork("2001:db8:85a3:12::1");
    expect(one).toBe("2001:db8:85a3:12::/64");
    expect(clientNetwork("2001:DB8:85A3:0012:ffff:ffff:ffff:fffe")).toBe(one);
    expect(clientNetwork("2001:0db8:85a3:0012:0000:0000:0000:0abc")).toBe(one);
    expect(clientNetwork("2001:db8:85a3:13::1")).not.toBe(one);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("2001:db8::1.2.3.4")).toBe("2001:db8:0:0::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});

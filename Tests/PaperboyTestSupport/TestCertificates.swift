/// A test certificate authority and a server certificate it signed, for HTTPS on 127.0.0.1.
///
/// Made once with openssl (P-256 keys, valid until 2126): `openssl req -new -x509` for the CA
/// (`CN=Paperboy Test CA`, `CA:TRUE`), then a request for `CN=127.0.0.1` signed by it with
/// `subjectAltName=IP:127.0.0.1,DNS:localhost` and `extendedKeyUsage=serverAuth`. Test data only:
/// nothing outside the tests trusts this CA.
public enum TestCertificates {
    /// The CA's certificate (PEM): what `SSL_CERT_FILE` names in the HTTPS tests.
    public static let authority = """
        -----BEGIN CERTIFICATE-----
        MIIBaTCCAQ+gAwIBAgIBATAKBggqhkjOPQQDAjAbMRkwFwYDVQQDDBBQYXBlcmJv
        eSBUZXN0IENBMCAXDTI2MTEyNzEzMjQzNloYDzIxMjYxMTAzMTMyNDM2WjAbMRkw
        FwYDVQQDDBBQYXBlcmJveSBUZXN0IENBMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcD
        QgAE7VFDDhlIhwjuKfbtNl35ukMJvNNkqvc8/Hmrnv+v8sD1PodJ17XnKm0t5EIr
        7GYlxjHcZ9VmHIp1724Og4wVVaNCMEAwDwYDVR0TAQH/BAUwAwEB/zAOBgNVHQ8B
        Af8EBAMCAQYwHQYDVR0OBBYEFGpCohMwYOvz64h+KtzEvxXg2dqGMAoGCCqGSM49
        BAMCA0gAMEUCIEVVbf/olutQnswBqIY5uBQZ8SvOkle6FQEWXyUsfSr0AiEAomKt
        61kqK8PlKa0ll0Xg84iGNRM0vy602oqW/wxwWTg=
        -----END CERTIFICATE-----
        """

    /// The server certificate for 127.0.0.1 and localhost (PEM), signed by ``authority``.
    public static let server = """
        -----BEGIN CERTIFICATE-----
        MIIBszCCAVmgAwIBAgIBAjAKBggqhkjOPQQDAjAbMRkwFwYDVQQDDBBQYXBlcmJv
        eSBUZXN0IENBMCAXDTI2MTEyNzEzMjQzN1oYDzIxMjYxMTAzMTMyNDM3WjAUMRIw
        EAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAATR1obe
        Rq8cUD+nR4dR3MoFEubAtnAksWJq71V9ShRjTRKiO47kyepcJUmSyrIPq3HFOQUZ
        TWs5DQZ1NnUssydUo4GSMIGPMAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgWg
        MBMGA1UdJQQMMAoGCCsGAQUFBwMBMBoGA1UdEQQTMBGHBH8AAAGCCWxvY2FsaG9z
        dDAfBgNVHSMEGDAWgBRqQqITMGDr8+uIfircxL8V4NnahjAdBgNVHQ4EFgQUPEQP
        Anf4J9xzLNCAMtEGMlPZABIwCgYIKoZIzj0EAwIDSAAwRQIhAPriSj2xwwlEWRum
        O3do5z9EBtesegO7rT3oCy8eg2eLAiBJDYZGLAkl8TpkGnIrD4/pvBdaP+io4ost
        uUJ+hrs4zw==
        -----END CERTIFICATE-----
        """

    /// The server certificate's private key (PKCS #8 PEM).
    public static let serverKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbzg/EE5i9teOJe9i
        rVUQpPTB2a1zTJJAbgX3ctbEeayhRANCAATR1obeRq8cUD+nR4dR3MoFEubAtnAk
        sWJq71V9ShRjTRKiO47kyepcJUmSyrIPq3HFOQUZTWs5DQZ1NnUssydU
        -----END PRIVATE KEY-----
        """
}

import Foundation
import NIOCore
import NIOHTTP1

/// One connection of the preview server: hands each complete request to the ``PreviewHandler``
/// in a task of its own and writes the answer, so a slow request or an open event stream holds up
/// only its own connection. NIO's pipelining handler keeps one request at a time per connection.
final class PreviewConnection: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let handler: PreviewHandler
    // Touched on the channel's event loop only.
    private var head: HTTPRequestHead?
    private var answering: (id: Int, task: Task<Void, Never>)?
    private var requests = 0

    init(handler: PreviewHandler) {
        self.handler = handler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            break  // GET and HEAD carry none; anything else is refused whatever it sends.
        case .end:
            guard let head else { return }
            self.head = nil
            requests += 1
            let id = requests, channel = context.channel, handler = self.handler
            answering = (id, Task {
                let response = await handler.respond(to: head)
                await Self.write(response, to: head, on: channel)
                channel.eventLoop.execute { self.answered(id) }
            })
        }
    }

    /// Closes a connection that sent nothing for the idle timeout, unless it is being answered (an event stream).
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent, answering == nil {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        answering?.task.cancel()
        answering = nil
        context.fireChannelInactive()
    }

    private func answered(_ id: Int) {
        if answering?.id == id { answering = nil }
    }

    private static func write(_ response: PreviewResponse, to request: HTTPRequestHead, on channel: any Channel) async {
        var headers = response.headers
        let keepAlive: Bool
        switch response.body {
        case .bytes: keepAlive = request.isKeepAlive
        case .events: keepAlive = false
        }
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: request.version, status: response.status, headers: headers)
        channel.write(HTTPServerResponsePart.head(head), promise: nil)
        switch response.body {
        case .bytes(let data):
            if !data.isEmpty { channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: data))), promise: nil) }
        case .events(let stream):
            channel.flush()
            for await piece in stream {
                do {
                    try await channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: piece)))).get()
                } catch {
                    return  // the page went away; leaving the loop ends its subscription
                }
            }
        }
        try? await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
        if !keepAlive { try? await channel.close() }
    }
}
